import type { ReactNode } from 'react';

/** A full-width message screen: not found, not authorised, placeholders. */
export function StatusScreen({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section className="admin-status-screen">
      <h1>{title}</h1>
      {children}
    </section>
  );
}
