export interface CaughtMail {
  from: string;
  to: string;
  subject: string;
  date: string;
  text: string;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escape = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

/** Escaped text whose http(s) links can be followed. */
const withLinks = (text: string) =>
  escape(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

/** The inbox page: newest mail first, every text escaped. */
export function renderInbox(mails: CaughtMail[]): string {
  const items = mails
    .map(
      (mail) => `<article>
  <h2>${escape(mail.subject)}</h2>
  <p>To ${escape(mail.to)} · from ${escape(mail.from)} · <time>${escape(mail.date)}</time></p>
  <pre>${withLinks(mail.text)}</pre>
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Mail sent by the shop</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:1rem auto;max-width:50rem;padding:0 1rem}pre{white-space:pre-wrap;overflow-wrap:anywhere}article{border-top:1px solid #999;padding:.5rem 0}</style>
</head><body><main><h1>Mail sent by the shop</h1>
<p>Mail the shop sends while it runs on this machine; reload to see new mail.</p>
${items || '<p>No mail yet.</p>'}
</main></body></html>`;
}
