import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { contactRules } from '@shop/contracts';
import { Field } from '../field';
import { useForm } from '../use-form';

function Contact() {
  const { bind, trySubmit } = useForm(
    { name: '', email: '', phone_number: '', message: '' },
    { rules: contactRules },
  );
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        trySubmit();
      }}
    >
      <Field prefix="app" label="Name" required {...bind('name')} />
      <Field
        prefix="app"
        label="Message"
        rows={4}
        hint={<small>Any question</small>}
        {...bind('message')}
      />
      <Field
        prefix="app"
        label="Country"
        options={[{ value: 'DE', label: 'Germany' }]}
        {...bind('email')}
      />
      <Field prefix="app" label="News" type="checkbox" />
      <button type="submit">Send</button>
    </form>
  );
}

describe('Field', () => {
  it('labels an input, a text area, a select and a checkbox, marking a required one', () => {
    render(<Contact />);
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeRequired();
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('textbox', { name: 'Message' }).tagName).toBe('TEXTAREA');
    expect(screen.getByText('Any question')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('DE');
    const check = screen.getByRole('checkbox', { name: 'News' });
    expect(check.nextElementSibling?.tagName).toBe('LABEL');
    expect(check.parentElement).toHaveClass('app-field', 'app-field-check');
  });

  it('ties the message to its control once due, in a live region there from the start', async () => {
    render(<Contact />);
    const name = screen.getByRole('textbox', { name: 'Name' });
    const region = name.parentElement?.querySelector('[aria-live="polite"]');
    expect(region).toBeEmptyDOMElement();
    expect(name).not.toHaveAttribute('aria-invalid');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('validation.required');
    expect(name).toHaveFocus();
  });
});
