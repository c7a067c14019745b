/** Small enough to load fast, large enough for pages, filters and every list. */
export const TEST_PRODUCTS = 60;
export const TEMPLATE_ENV = 'API_TEST_TEMPLATE';
export const DATA_DIR_ENV = 'API_TEST_DATA_DIR';
