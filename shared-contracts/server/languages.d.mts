export type Language = 'en' | 'es' | 'pt';
export declare const LANGUAGES: readonly Language[];
