/** @jsxImportSource preact */
import type { ContactKind } from '@shared/schemas/contact-request.schemas';
import type { SiteContext } from './site-context';

export const CONTACT_FORM_PATH = '/contact';

export type ContactFields = 'name' | 'phone' | 'email' | 'companyName' | 'message';

/** What a refused send brings back to the page: the person's values and each field's problem. */
export interface ContactFormState {
  values: Partial<Record<ContactFields, string>>;
  errors: Partial<Record<ContactFields, string>>;
  sent: boolean;
}

const FIELDS: {
  name: ContactFields;
  label: string;
  type: 'text' | 'tel' | 'email';
  autoComplete: 'name' | 'organization' | 'tel' | 'email';
  dir?: 'ltr';
}[] = [
  { name: 'name', label: 'form.name', type: 'text', autoComplete: 'name' },
  { name: 'companyName', label: 'form.company', type: 'text', autoComplete: 'organization' },
  { name: 'phone', label: 'form.phone', type: 'tel', autoComplete: 'tel', dir: 'ltr' },
  { name: 'email', label: 'form.email', type: 'email', autoComplete: 'email', dir: 'ltr' },
];

/**
 * A plain HTML form that the server receives and answers with a page, so a prospect can write
 * to the platform's admins with JavaScript off; the send lands in their customer inquiries.
 */
export function ContactForm({
  ctx,
  kind,
  source,
  state,
}: {
  ctx: SiteContext;
  kind: ContactKind;
  source: string;
  state: ContactFormState;
}) {
  const texts = kind === 'registration' ? 'register' : 'contact';
  if (state.sent) {
    return (
      <p role="status" className="rounded-md bg-green-50 p-4 font-semibold text-green-900">
        {ctx.tn(`inquiry:${texts}.success`)}
      </p>
    );
  }
  const field = (name: ContactFields) => `contact-${name}`;
  return (
    <form method="post" action={CONTACT_FORM_PATH} className="grid gap-4 sm:grid-cols-2">
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="source" value={source} />
      <input type="hidden" name="lang" value={ctx.language} />
      {FIELDS.map(({ name, label, type, autoComplete, dir }) => {
        const error = state.errors[name];
        return (
          <div key={name} className="grid gap-1">
            <label htmlFor={field(name)} className="text-sm font-semibold text-slate-800">
              {ctx.tn(`inquiry:${label}`)}
            </label>
            <input
              id={field(name)}
              name={name}
              // Preact types each input type apart; a union of them needs one picked.
              type={type as 'text'}
              dir={dir}
              autoComplete={autoComplete}
              defaultValue={state.values[name] ?? ''}
              required={name === 'name' || (name === 'companyName' && kind === 'registration')}
              aria-invalid={error ? 'true' : undefined}
              aria-describedby={error ? `${field(name)}-error` : undefined}
              className="rounded-md border border-slate-300 bg-white px-3 py-2"
            />
            {error ? (
              <p id={`${field(name)}-error`} className="text-sm text-red-700">
                {error}
              </p>
            ) : null}
          </div>
        );
      })}
      <p className="text-sm text-slate-600 sm:col-span-2">{ctx.tn('inquiry:form.contactHint')}</p>
      <div className="grid gap-1 sm:col-span-2">
        <label htmlFor={field('message')} className="text-sm font-semibold text-slate-800">
          {ctx.tn('inquiry:form.message')}
        </label>
        <textarea
          id={field('message')}
          name="message"
          rows={4}
          defaultValue={state.values.message ?? ''}
          className="rounded-md border border-slate-300 bg-white px-3 py-2"
        />
      </div>
      {/* Hidden from people; a robot that fills every input gives itself away. */}
      <div className="hidden" aria-hidden="true">
        <label htmlFor="contact-website">{ctx.tn('inquiry:form.website')}</label>
        <input id="contact-website" name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <button
        type="submit"
        className="justify-self-start rounded-md bg-blue-900 px-5 py-2.5 font-semibold text-white sm:col-span-2"
      >
        {ctx.tn(`inquiry:${texts}.send`)}
      </button>
    </form>
  );
}
