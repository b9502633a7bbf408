import { createIntl } from 'react-intl';
import { ApiError } from '../../api/api-error';
import { BotCheckError } from '../../lib/bot-check';
import { describeFailure } from './describe-failure';
import { ForeignProviderError } from './session-errors';

const english = createIntl({ locale: 'en-US', defaultLocale: 'en-US', messages: {} });
const spanish = createIntl({
  locale: 'es',
  defaultLocale: 'en-US',
  messages: { 'errors.connectionIssue': 'Problema de conexión. Inténtalo de nuevo.' },
});

describe('describeFailure', () => {
  it("shows the server's messages as they are", () => {
    const error = new ApiError(409, ['An account with this email already exists.']);
    expect(describeFailure(error, english)).toEqual(['An account with this email already exists.']);
  });

  it('explains a failed bot-check and a refused provider in words of its own', () => {
    expect(describeFailure(new BotCheckError('timed out'), english)).toEqual([
      'We could not check that you are a person. Please reload the page and try again.',
    ]);
    expect(describeFailure(new ForeignProviderError('olo'), english)).toEqual([
      'This account cannot sign in here. Please contact us for help.',
    ]);
  });

  it('gives the connection message, translated, for a failure without a message', () => {
    expect(describeFailure(new Error('socket hang up'), english)).toEqual([
      'Connection issue. Please try again.',
    ]);
    expect(describeFailure(new ApiError(0, []), spanish)).toEqual([
      'Problema de conexión. Inténtalo de nuevo.',
    ]);
  });
});
