/** @jsxImportSource preact */
import type { Language } from '@shared/i18n/languages';
import { resolveFormFields } from '@shared/i18n/resolve-form';
import { accessibilityStatementPath } from '@shared/routing/site-paths';
import type { EntryFormResponse, PublicSite } from '@shared/schemas/site.schemas';
import { BUTTON_BASE, BUTTON_VARIANTS } from '@shared/ui/control-look';
import { requiresSiteVideo } from '@shared/validation/form-rules';
import { catalogText } from '../../lib/catalog';
import { WorkerFormField } from './worker-form-fields';

/**
 * What the app's EntryForm draws under the header for a worker new to the phone, before he
 * has done anything: the instructions, the safety regulations' button, the site's video when
 * the site asks for it, the form and its send button, and the footer. The two buttons need the
 * app and are drawn disabled until it takes over: a disabled send button also keeps Enter in a
 * field from sending the form anywhere (a form without one is submitted by the browser itself,
 * to this page's address with the answers in it). What only the app can know (a returning
 * worker, a draft, an induction) it draws when it takes over.
 */
export function WorkerFormBody({
  site,
  form,
  language,
}: {
  site: PublicSite;
  form: EntryFormResponse;
  language: Language;
}) {
  const text = (key: string) => catalogText(language, 'entry-form', key);
  const fields = resolveFormFields(form.formFields, language);
  return (
    <>
      <main className="mx-auto max-w-xl space-y-5 px-4 py-5">
        <section
          aria-labelledby="instructions-title"
          className="rounded-xl border border-blue-200 bg-blue-50 p-4 text-blue-950"
        >
          <h2 id="instructions-title" className="text-base font-bold">
            {text('instructions.title')}
          </h2>
          <ul className="mt-1 list-disc space-y-0.5 ps-5 text-base">
            <li>{text('instructions.language')}</li>
            <li>{text('instructions.required')}</li>
          </ul>
        </section>
        <button
          type="button"
          disabled
          className={`${BUTTON_BASE} ${BUTTON_VARIANTS.secondary} w-full`}
        >
          <ShieldIcon />
          {text('briefing.open')}
        </button>
        {requiresSiteVideo(site, fields) && (
          <section aria-labelledby="site-video-title">
            <h2 id="site-video-title" className="text-lg font-bold text-slate-900">
              {text('siteVideo.title')}
            </h2>
            <p id="site-video-intro" className="mb-2 text-base text-slate-700">
              {text('siteVideo.intro')}
            </p>
            <div>
              <div className="relative">
                <div className="aspect-video w-full rounded-lg bg-black" />
              </div>
              <p className="mt-2 text-sm text-slate-600">{text('video.notWatched')}</p>
            </div>
          </section>
        )}
        <form noValidate className="space-y-6">
          {fields.map((field) => (
            <WorkerFormField key={field.id} field={field} language={language} />
          ))}
          <div className="space-y-3">
            <button
              type="submit"
              disabled
              className={`${BUTTON_BASE} ${BUTTON_VARIANTS.primary} w-full text-lg`}
            >
              {text('submit.send')}
            </button>
          </div>
        </form>
      </main>
      <footer className="mx-auto max-w-xl px-4 pb-6 text-center">
        <a href={accessibilityStatementPath(language)} className="text-sm text-blue-900 underline">
          {catalogText(language, 'common', 'accessibilityStatement')}
        </a>
      </footer>
    </>
  );
}

/** The app's shield beside the regulations' button. */
function ShieldIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M12 3l8 3v6c0 4.5-3.4 8.2-8 9-4.6-.8-8-4.5-8-9V6z" strokeLinejoin="round" />
      <path d="M8.5 12l2.5 2.5 4.5-5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
