import { render } from '@testing-library/react';
import { navigate } from 'wouter/use-browser-location';
import { fragmentTargetHasFocus, useRevealHashTarget, whenElementPresent } from './reveal-hash-target';

function addElement(id: string): HTMLElement {
  const element = document.createElement('section');
  element.id = id;
  element.tabIndex = -1;
  document.body.append(element);
  return element;
}

afterEach(() => {
  document.body.replaceChildren();
  window.history.replaceState(null, '', '/');
});

describe('whenElementPresent', () => {
  it('answers at once with an element already in the document', () => {
    const element = addElement('here');
    const found = vi.fn();
    whenElementPresent('here', found);
    expect(found).toHaveBeenCalledWith(element);
  });

  it('answers once the element is added, and only once', async () => {
    const found = vi.fn();
    whenElementPresent('later', found);
    expect(found).not.toHaveBeenCalled();

    const element = addElement('later');
    await vi.waitFor(() => expect(found).toHaveBeenCalledWith(element));
    addElement('other');
    await Promise.resolve();
    expect(found).toHaveBeenCalledTimes(1);
  });

  it('stops waiting when told to, or after its time-out', async () => {
    const stopped = vi.fn();
    whenElementPresent('never', stopped)();
    const timedOut = vi.fn();
    vi.useFakeTimers();
    whenElementPresent('never', timedOut, 1_000);
    vi.advanceTimersByTime(1_000);
    vi.useRealTimers();

    addElement('never');
    await Promise.resolve();
    expect(stopped).not.toHaveBeenCalled();
    expect(timedOut).not.toHaveBeenCalled();
  });
});

describe('useRevealHashTarget', () => {
  const scrollIntoView = vi.fn();
  beforeAll(() => {
    Element.prototype.scrollIntoView = scrollIntoView;
  });
  afterAll(() => {
    Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
  });
  beforeEach(() => scrollIntoView.mockClear());

  function Reveal() {
    useRevealHashTarget();
    return null;
  }

  it('scrolls to and focuses the target of an in-app link to a #fragment once the page renders it', async () => {
    render(<Reveal />);

    navigate('/#catering-menu');
    const target = addElement('catering-menu');

    await vi.waitFor(() => expect(document.activeElement).toBe(target));
    expect(scrollIntoView).toHaveBeenCalledWith({ block: 'start' });
    expect(scrollIntoView.mock.contexts).toEqual([target]);
  });

  it('reveals the target of an address opened with a #fragment', async () => {
    window.history.replaceState(null, '', '/#catering-menu');
    render(<Reveal />);
    const target = addElement('catering-menu');

    await vi.waitFor(() => expect(document.activeElement).toBe(target));
  });

  it('takes a fragment with a malformed escape as written instead of failing', async () => {
    render(<Reveal />);

    expect(() => navigate('/#100%-chicken')).not.toThrow();
    const target = addElement('100%-chicken');

    await vi.waitFor(() => expect(document.activeElement).toBe(target));
  });

  it('leaves an address without a fragment alone', async () => {
    const heading = addElement('heading');
    heading.focus();
    render(<Reveal />);

    navigate('/menu');
    addElement('catering-menu');
    await Promise.resolve();

    expect(scrollIntoView).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(heading);
  });
});

describe('fragmentTargetHasFocus', () => {
  it('answers whether focus is in the element the #fragment names', () => {
    const target = addElement('catering-menu');
    const elsewhere = addElement('heading');
    window.history.replaceState(null, '', '/#catering-menu');

    target.focus();
    expect(fragmentTargetHasFocus()).toBe(true);
    elsewhere.focus();
    expect(fragmentTargetHasFocus()).toBe(false);
    target.focus();
    window.history.replaceState(null, '', '/');
    expect(fragmentTargetHasFocus()).toBe(false);
  });
});
