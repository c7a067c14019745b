import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

const COLOURS = ['black', 'white', 'blue'] as const;
const SIZES = ['S', 'M', 'L', 'XL'] as const;

function Picker({
  legend,
  name,
  options,
  label,
}: {
  legend: string;
  name: string;
  options: readonly string[];
  label: (o: string) => string;
}) {
  const [value, setValue] = useState(options[0]);
  return (
    <fieldset className="catalog-picker">
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option} className="catalog-picker__option">
          <input
            type="radio"
            name={name}
            value={option}
            checked={value === option}
            onChange={() => setValue(option)}
          />
          <span>{label(option)}</span>
        </label>
      ))}
    </fieldset>
  );
}

/** Colour and size choices: decorative in this shop (spec), the cart does not record them. */
export function ProductPickers() {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="catalog-pickers">
      <Picker
        legend={t('product.colour')}
        name={`${id}-colour`}
        options={COLOURS}
        label={(c) => t(`product.colours.${c}`)}
      />
      <Picker legend={t('product.size')} name={`${id}-size`} options={SIZES} label={(s) => s} />
    </div>
  );
}
