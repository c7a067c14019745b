export declare const COUNTRIES: readonly string[];
