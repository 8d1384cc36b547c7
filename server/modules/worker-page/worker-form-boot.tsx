/** @jsxImportSource preact */
import { renderToString } from 'preact-render-to-string';
import type { Language } from '@shared/i18n/languages';
import { resolveText, type ResolvedText } from '@shared/i18n/localized-text';
import type { EntryFormResponse, PublicSite } from '@shared/schemas/site.schemas';
import { headerColorOf, textColorOn } from '@shared/site/header-color';
import { catalogText } from '../../lib/catalog';
import { bootDocument } from './boot-document';
import { WorkerFormBody } from './worker-form-body';

const textLanguage = ({ lang, dir }: ResolvedText) => ({ lang, dir });

/**
 * The first screen of the worker form: the site's header and under it the form, ready to type
 * in (worker-form-body.tsx), or the app's loading line when the form could not be read. The
 * markup and classes are those of the app's SiteHeader, form and loading state, so the app's
 * first render replaces it without a visible change (e2e/worker-form-boot.spec.ts compares the
 * two).
 */
function WorkerFormBoot({
  site,
  form,
  language,
}: {
  site: PublicSite;
  form: EntryFormResponse | null;
  language: Language;
}) {
  const background = headerColorOf(site.headerColor);
  const titleText = resolveText(site.headerTitle, language);
  const title = titleText.text ? titleText : resolveText(site.name, language);
  const message = resolveText(site.headerMessage, language);
  return (
    <>
      <header style={{ backgroundColor: background, color: textColorOn(background) }}>
        <div className="mx-auto max-w-xl px-4 pt-6 pb-5">
          <h1 {...textLanguage(title)} className="text-2xl leading-tight font-extrabold">
            {title.text}
          </h1>
          {message.text && (
            <p {...textLanguage(message)} className="mt-2 text-base leading-relaxed opacity-95">
              {message.text}
            </p>
          )}
        </div>
      </header>
      {form ? (
        <WorkerFormBody site={site} form={form} language={language} />
      ) : (
        <div role="status" className="flex flex-col items-center justify-center gap-3 py-16">
          <span
            aria-hidden="true"
            className="size-10 animate-spin rounded-full border-4 border-blue-900 border-t-transparent"
          />
          <span className="text-base text-slate-700">
            {catalogText(language, 'entry-form', 'loadingForm')}
          </span>
        </div>
      )}
    </>
  );
}

/**
 * The worker form's page: the built index.html with the form's first screen in it, the form
 * itself in the worker's language when it could be read (drawn and as JSON), and the preloads
 * of its chunks.
 */
export function workerFormDocument(
  indexHtml: string,
  site: PublicSite,
  language: Language,
  { form, preloads }: { form: EntryFormResponse | null; preloads: string },
) {
  const siteName = resolveText(site.name, language).text;
  return bootDocument(indexHtml, {
    language,
    title: `${catalogText(language, 'entry-form', 'pageTitle')} - ${siteName}`,
    boot: renderToString(<WorkerFormBoot site={site} form={form} language={language} />),
    site,
    form: form ?? undefined,
    head: preloads,
  });
}
