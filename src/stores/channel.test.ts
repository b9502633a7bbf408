import { channelFromLocation } from './channel';

describe('channelFromLocation', () => {
  it.each([
    'https://catering.example.com/',
    'https://www.examplecatering.com/menu',
    'https://CATERING.example.com/',
    'http://localhost:2001/order',
    'http://127.0.0.1:2001/',
  ])('is catering on %s', (address) => {
    expect(channelFromLocation(new URL(address))).toBe('catering');
  });

  it.each([
    'https://www.example.com/',
    'https://www.example.com/catering',
    'https://www.example.com/?channel=catering',
    'http://localhost:5173/',
    'http://localhost:20011/',
  ])('is default on %s', (address) => {
    expect(channelFromLocation(new URL(address))).toBe('default');
  });
});
