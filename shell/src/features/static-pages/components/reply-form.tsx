import { type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/form-field';

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
function remember(data: FormData) {
  if (data.get('cookies')) {
    const saved = { author: data.get('author'), email: data.get('email'), url: data.get('url') };
    localStorage.setItem(REMEMBER_KEY, JSON.stringify(saved));
  } else {
    localStorage.removeItem(REMEMBER_KEY);
  }
}

function readSaved(): Record<string, string> {
  try {
    const saved: unknown = JSON.parse(localStorage.getItem(REMEMBER_KEY) ?? '{}');
    return saved && typeof saved === 'object' ? (saved as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/** "Leave a Reply": there is no comments API, so a comment is added to the page only. */
export function ReplyForm({ onAdd }: ReplyFormProps) {
  const { t } = useTranslation('content');
  const saved = readSaved();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const field = (name: string) => String(data.get(name) ?? '').trim();
    remember(data);
    onAdd({ author: field('author'), url: field('url'), text: field('comment') });
    (form.elements.namedItem('comment') as HTMLTextAreaElement).value = '';
  };

  return (
    <section className="content-card" aria-labelledby="content-reply">
      <h3 id="content-reply">{t('singleBlog.replyTitle')}</h3>
      <p className="content-muted">{t('singleBlog.replyIntro')}</p>
      <form className="content-form" aria-labelledby="content-reply" onSubmit={onSubmit}>
        <FormField label={t('singleBlog.comment')} name="comment" multiline required />
        <div className="content-form-row">
          <FormField
            label={t('singleBlog.author')}
            name="author"
            defaultValue={saved.author}
            autoComplete="name"
            required
          />
          <FormField
            label={t('singleBlog.email')}
            name="email"
            type="email"
            defaultValue={saved.email}
            autoComplete="email"
            required
          />
          <FormField
            label={t('singleBlog.url')}
            name="url"
            type="url"
            defaultValue={saved.url}
            autoComplete="url"
          />
        </div>
        <div className="content-check">
          <input
            id="content-reply-cookies"
            type="checkbox"
            name="cookies"
            defaultChecked={Boolean(saved.author)}
          />
          <label htmlFor="content-reply-cookies">{t('singleBlog.cookies')}</label>
        </div>
        <button type="submit" className="content-button">
          {t('singleBlog.submit')}
        </button>
      </form>
    </section>
  );
}
