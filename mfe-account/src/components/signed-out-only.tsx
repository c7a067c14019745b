import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useSession } from '@shop/ui';

/** Login and signup are for visitors without a session; a signed-in one goes home (spec section 2). */
export function SignedOutOnly({ children }: { children: ReactNode }) {
  const session = useSession();
  if (session) return <Navigate to="/" replace />;
  return <>{children}</>;
}
