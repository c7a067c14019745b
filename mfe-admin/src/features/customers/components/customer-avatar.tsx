import type { Customer } from '@shop/contracts';

export const customerName = (c: Customer) => `${c.firstName} ${c.lastName}`.trim() || c.nickname;

function initials(name: string): string {
  const parts = name.split(/\s+/).filter(Boolean);
  return parts
    .slice(0, 2)
    .map((p) => p[0]?.toUpperCase() ?? '')
    .join('');
}

/** The customer's picture, or their initials when they have none; the name beside it says who. */
export function CustomerAvatar({ customer }: { customer: Customer }) {
  if (customer.avatarUrl)
    return <img className="admin-avatar" src={customer.avatarUrl} alt="" width={36} height={36} />;
  return (
    <span className="admin-avatar admin-avatar-initials" aria-hidden="true">
      {initials(customerName(customer))}
    </span>
  );
}
