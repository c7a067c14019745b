import { type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGES_NAMESPACE } from '../texts';
import { replyRules } from '@shop/contracts';
import { Field, useForm } from '@shop/ui';

export interface NewComment {
  author: string;
  url: string;
  text: string;
}

export interface ReplyFormProps {
  onAdd: (comment: NewComment) => void;
}

const REMEMBER_KEY = 'content:comment-author';

/** Remembers the visitor's name, e-mail and website only when the cookie box is ticked. */
function remember({ cookies, author, email, url }: ReplyValues) {
  if (cookies) {
    localStorage.setItem(REMEMBER_KEY, JSON.stringify({ author, email, url }));
  } else {
    localStorage.removeItem(REMEMBER_KEY);
  }
}

function readSaved(): Partial<Record<string, string>> {
  try {
    const saved: unknown = JSON.parse(localStorage.getItem(REMEMBER_KEY) ?? '{}');
    return saved && typeof saved === 'object' ? (saved as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/** An empty comment, with what the visitor asked to be remembered. */
function initialValues() {
  const { author = '', email = '', url = '' } = readSaved();
  return { comment: '', author, email, url, cookies: Boolean(author) };
}

type ReplyValues = ReturnType<typeof initialValues>;

/** "Leave a Reply": there is no comments API, so a comment is added to the page only. */
export function ReplyForm({ onAdd }: ReplyFormProps) {
  const { t } = useTranslation(PAGES_NAMESPACE);
  const { values, set, bind, flag, trySubmit } = useForm(initialValues, { rules: replyRules });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!trySubmit()) return;
    remember(values);
    onAdd({ author: values.author.trim(), url: values.url.trim(), text: values.comment.trim() });
    set('comment', '');
  };

  return (
    <section className="ui-card" aria-labelledby="catalog-content-reply">
      <h3 id="catalog-content-reply">{t('singleBlog.replyTitle')}</h3>
      <p className="catalog-content-muted">{t('singleBlog.replyIntro')}</p>
      <form
        className="catalog-content-form"
        aria-labelledby="catalog-content-reply"
        onSubmit={onSubmit}
        noValidate
      >
        <Field label={t('singleBlog.comment')} rows={5} required prefix="ui" {...bind('comment')} />
        <div className="catalog-content-form-row">
          <Field
            label={t('singleBlog.author')}
            autoComplete="name"
            required
            prefix="ui"
            {...bind('author')}
          />
          <Field
            label={t('singleBlog.email')}
            type="email"
            autoComplete="email"
            required
            prefix="ui"
            {...bind('email')}
          />
          <Field
            label={t('singleBlog.url')}
            type="url"
            autoComplete="url"
            prefix="ui"
            {...bind('url')}
          />
        </div>
        <div className="catalog-content-check">
          <input id="catalog-content-reply-cookies" {...flag('cookies')} />
          <label htmlFor="catalog-content-reply-cookies">{t('singleBlog.cookies')}</label>
        </div>
        <button type="submit" className="ui-button">
          {t('singleBlog.submit')}
        </button>
      </form>
    </section>
  );
}
