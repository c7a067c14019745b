import {
  MESSAGES,
  checkoutRules,
  clampQuantity,
  contactRules,
  newProductRules,
  productRules,
  replyRules,
  translationNameRule,
  isValid,
  loginRules,
  passwordStrength,
  signupRules,
  validate,
} from '../form-rules';

const validCheckout = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '+2923432432432',
  address: '1 Analytical St',
  city: 'London',
  state: 'Greater London',
  zip: '12345',
  country: 'GB',
};

describe('login and signup rules', () => {
  it('start invalid with the exact messages of the spec', () => {
    const login = validate(loginRules, { email: '', password: '' });
    expect(login).toEqual({ email: 'invalidEmail', password: 'invalidPassword' });
    expect(MESSAGES[login.email!]).toBe('Invalid email');
    expect(MESSAGES[login.password!]).toBe('Invalid password');
    const signup = validate(signupRules, {
      nickname: '',
      email: '',
      password: '',
      invitationId: '',
    });
    expect(Object.values(signup).map((c) => MESSAGES[c!])).toEqual([
      'Invalid nickname',
      'Invalid email',
      'Invalid invitation',
      'Invalid password',
    ]);
    expect(MESSAGES.invalidFormData).toBe('Invalid form data!');
  });

  it('accept any non-empty login value and need 8 characters for a new password', () => {
    expect(isValid(validate(loginRules, { email: 'a@b.c', password: 'x' }))).toBe(true);
    expect(signupRules.password('short')).toBe('passwordTooShort');
    expect(signupRules.password('long enough')).toBeNull();
    expect(signupRules.password(' '.repeat(8))).toBe('passwordBlank');
  });
});

describe('checkout rules', () => {
  it('accept a complete valid form', () => {
    expect(validate(checkoutRules, validCheckout)).toEqual({});
  });

  it('ask for every field with "This is required field."', () => {
    const empty = Object.fromEntries(
      Object.keys(validCheckout).map((k) => [k, ' ']),
    ) as typeof validCheckout;
    const errors = validate(checkoutRules, empty);
    expect(Object.keys(errors)).toHaveLength(9);
    expect(new Set(Object.values(errors).map((c) => MESSAGES[c!]))).toEqual(
      new Set(['This is required field.']),
    );
  });

  it.each([
    ['firstName', 'Ada1', 'Invalid first name format.'],
    ['lastName', 'L0velace', 'Invalid last name format.'],
    ['zip', '1234', 'Invalid zip format, use like 12345.'],
    ['zip', '12345-12', 'Invalid zip format, use like 12345.'],
    ['email', 'ada@', 'Invalid email format.'],
    ['phone', '2923432432432', 'Invalid phone number format use like +2923432432432.'],
    ['phone', '+12345', 'Invalid phone number format use like +2923432432432.'],
  ] as const)('%s %p gives %p', (field, value, message) => {
    const code = checkoutRules[field](value);
    expect(code && MESSAGES[code]).toBe(message);
  });

  it('accept a zip+4, names with hyphens and apostrophes, and city or state of any text', () => {
    expect(checkoutRules.zip('12345-6789')).toBeNull();
    expect(checkoutRules.lastName("O'Neil-Smith")).toBeNull();
    expect(checkoutRules.city('St. John 2')).toBeNull();
    expect(checkoutRules.state('NY-1')).toBeNull();
  });

  it('take a country by its code, or by the English name older checkouts send', () => {
    expect(checkoutRules.country('GB')).toBeNull();
    expect(checkoutRules.country('United Kingdom')).toBeNull();
    expect(checkoutRules.country('gb')).toBe('invalidCountry');
    expect(checkoutRules.country('Mars')).toBe('invalidCountry');
  });

  it("never uses the spec's defective messages for city and state", () => {
    expect(checkoutRules.city('')).toBe('required');
    expect(checkoutRules.state('')).toBe('required');
  });
});

describe('the content forms and the product form', () => {
  it('ask for the contact fields and a real e-mail', () => {
    const empty = { name: '', email: '', phone_number: '', message: '' };
    expect(validate(contactRules, empty)).toEqual({
      name: 'required',
      email: 'required',
      phone_number: 'required',
      message: 'required',
    });
    expect(validate(contactRules, { ...empty, email: 'ada@' }).email).toBe('invalidEmailFormat');
  });

  it('take a reply without a website, and a full web address when one is given', () => {
    const reply = { comment: 'Nice', author: 'Ada', email: 'ada@example.com', url: '' };
    expect(validate(replyRules, reply)).toEqual({});
    expect(validate(replyRules, { ...reply, url: 'example.com' })).toEqual({ url: 'invalidUrl' });
    expect(validate(replyRules, { ...reply, url: 'https://grace.example' })).toEqual({});
  });

  it("hold the API's limits of a product: a name, amounts from 0, a percentage to 100", () => {
    const product = {
      title: 'Tee',
      oldPrice: '0',
      newPrice: '12.5',
      stock: '3',
      discountOff: '100',
    };
    expect(validate(productRules, product)).toEqual({});
    expect(
      validate(productRules, {
        title: ' ',
        oldPrice: '-1',
        newPrice: '',
        stock: 'x',
        discountOff: '101',
      }),
    ).toEqual({
      title: 'required',
      oldPrice: 'invalidAmount',
      newPrice: 'invalidAmount',
      stock: 'invalidAmount',
      discountOff: 'invalidPercent',
    });
    expect(
      validate(newProductRules, { ...product, imageUrl: '', imageHoverUrl: '/a.png' }),
    ).toEqual({
      imageUrl: 'required',
    });
  });

  it('need a translation named once it has a description', () => {
    expect(translationNameRule('', ['', 'A summary'])).toBe('translationNeedsName');
    expect(translationNameRule('', ['', ''])).toBeNull();
    expect(MESSAGES.translationNeedsName).toBe('A translation needs its name');
  });
});

describe('quantity and password strength', () => {
  it('clamps a typed quantity into 1..10', () => {
    expect([0, -3, 1, 4.4, 10, 11, NaN].map(clampQuantity)).toEqual([1, 1, 1, 4, 10, 10, 1]);
  });

  it('rates passwords from 0 to 4', () => {
    expect(passwordStrength('')).toBe(0);
    expect(passwordStrength('abc')).toBe(1);
    expect(passwordStrength('abcdefgh')).toBe(2);
    expect(passwordStrength('Abcdefgh1!')).toBe(3);
    expect(passwordStrength('Abcdefgh1!xyz')).toBe(4);
  });
});
