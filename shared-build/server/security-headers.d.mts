export interface RuntimeConfigOrigins {
  apiUrl: string;
  remotes?: Record<string, string>;
}

export function contentSecurityPolicy(config: RuntimeConfigOrigins): string;
export function securityHeaders(config: RuntimeConfigOrigins): Record<string, string>;
