import { COUNTRIES, COUNTRY_CODES, countryCode, countryName } from '../countries.mjs';

describe('the country list', () => {
  it('pairs each ISO 3166-1 code with the English name of the spec', () => {
    expect(COUNTRY_CODES).toEqual(['AE', 'CN', 'GB', 'DE', 'FR', 'JP']);
    expect(COUNTRY_CODES.map((code) => countryName(code, 'en'))).toEqual(COUNTRIES);
  });

  it('finds the code from a code or an English name, and nothing else', () => {
    expect(countryCode('DE')).toBe('DE');
    expect(countryCode('Germany')).toBe('DE');
    expect(countryCode('Alemania')).toBeUndefined();
    expect(countryCode('de')).toBeUndefined();
  });

  it('names a country in Spanish and Portuguese', () => {
    expect(countryName('DE', 'es')).toBe('Alemania');
    expect(countryName('AE', 'pt')).toBe('Emirados Árabes Unidos');
    expect(countryName('GB', 'es')).toBe('Reino Unido');
  });

  it('shows a value that is no region code as stored', () => {
    expect(countryName('Atlantis', 'es')).toBe('Atlantis');
  });
});
