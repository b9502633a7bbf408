import { timeProblemsOf } from './time-problems';

describe('the time problems of an error body', () => {
  it('keeps the messages about the field time, in order, and nothing else', () => {
    const body = [
      { message: 'This time is no longer available. Please choose another time.', field: 'time' },
      { message: 'Please add your vehicle details for curbside pickup.' },
      { message: 'Please enter a 5-digit zip code.', field: 'zip' },
    ];
    expect(timeProblemsOf(body)).toEqual(['This time is no longer available. Please choose another time.']);
  });

  it('finds none in the other shapes of ErrorBody', () => {
    expect(timeProblemsOf(['The restaurant is closed.'])).toEqual([]);
    expect(timeProblemsOf({ message: 'Down', field: 'time' })).toEqual([]);
    expect(timeProblemsOf(undefined)).toEqual([]);
  });
});
