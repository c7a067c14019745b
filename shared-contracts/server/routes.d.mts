type Table = Readonly<Record<string, string>>;

export declare const SHOP_ROUTES: {
  readonly signedOut: Table;
  readonly signedIn: Table;
  readonly contentSignedOut: Table;
  readonly contentSignedIn: Table;
  readonly header: readonly string[];
  readonly headerSignedIn: readonly string[];
  readonly adminPath: string;
  readonly admin: string;
  readonly notFoundPath: string;
};
export declare const ROUTE_PATTERNS: readonly string[];
