import { useId } from 'react';

export interface NameStripProps {
  title: string;
  names: readonly string[];
}

/** Brands and partners: names set as word marks (sample content of the spec). */
export function NameStrip({ title, names }: NameStripProps) {
  const headingId = useId();
  return (
    <section className="catalog-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="catalog-section__title">
        {title}
      </h2>
      <ul className="catalog-names">
        {names.map((name) => (
          <li key={name} className="catalog-names__item">
            {name}
          </li>
        ))}
      </ul>
    </section>
  );
}
