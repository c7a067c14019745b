export declare const COUNTRY_CODES: readonly string[];
export declare const COUNTRIES: readonly string[];
export declare function countryCode(value: string): string | undefined;
export declare function countryName(code: string, language: string): string;
