/** @jsxImportSource preact */
import type { LandingPath } from '@shared/routing/site-paths';
import type { LandingField, LandingTexts } from '@shared/schemas/landing-sections.schemas';
import { localizedPath, SITE_LANGUAGES } from '../page-language';
import { ContactForm, type ContactFormState } from './contact-form';
import { ProductIllustration } from './product-illustration';
import type { SiteContext } from './site-context';
import { SiteLayout } from './site-layout';

const FEATURES = ['a', 'b', 'c'] as const;

/**
 * A product line's landing page: what it does, a drawing of it, the pricing in short, a contact
 * form that reaches the platform's admins and the way to sign in. /aluminum-registration is the
 * same page asking for an account instead. `texts` are the owner's rewritten texts, which
 * replace the built-in ones; Preact escapes them like any text.
 */
export function LandingPage({
  ctx,
  landing,
  form,
  texts,
  preview = false,
}: {
  ctx: SiteContext;
  landing: LandingPath;
  form: ContactFormState;
  texts: LandingTexts;
  /** The owner's draft, which nobody else sees and no search engine indexes. */
  preview?: boolean;
}) {
  const p = (key: LandingField | 'name') =>
    (key !== 'name' && texts[key]) || ctx.t(`products.${landing.product}.${key}`);
  const isRegistration = landing.kind === 'registration';
  const title = isRegistration ? ctx.t('registration.title') : p('title');
  const headline = isRegistration ? ctx.t('registration.headline') : p('headline');
  const intro = isRegistration ? ctx.t('registration.intro') : p('intro');
  return (
    <SiteLayout
      ctx={ctx}
      meta={{
        title,
        description: p('description'),
        canonicalPath: landing.canonical,
        languages: SITE_LANGUAGES,
        noIndex: preview,
      }}
    >
      <section className="grid items-center gap-8 py-10 sm:grid-cols-[3fr_2fr]">
        <div>
          <p className="text-sm font-semibold tracking-wide text-blue-800">{p('name')}</p>
          <h1 className="mt-2 text-3xl leading-tight font-extrabold text-blue-950 sm:text-4xl">
            {headline}
          </h1>
          <p className="mt-4 text-lg leading-relaxed text-slate-700">{intro}</p>
          <div className="mt-6 flex flex-wrap gap-3">
            <a
              href="#contact"
              className="rounded-md bg-blue-900 px-5 py-2.5 font-semibold text-white"
            >
              {isRegistration ? ctx.tn('inquiry:register.link') : ctx.t('landing.askDemo')}
            </a>
            <a
              href="/login"
              className="rounded-md border border-blue-900 px-5 py-2.5 font-semibold text-blue-900"
            >
              {ctx.t('nav.signIn')}
            </a>
          </div>
        </div>
        <ProductIllustration product={landing.product} label={ctx.t('landing.illustration')} />
      </section>
      <section aria-labelledby="features-title" className="py-6">
        <h2 id="features-title" className="text-2xl font-bold text-slate-900">
          {ctx.t('landing.featuresTitle')}
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-3">
          {FEATURES.map((feature) => (
            <li key={feature} className="rounded-lg border border-slate-200 bg-white p-5">
              <h3 className="text-lg font-semibold text-slate-900">
                {p(`features.${feature}.title`)}
              </h3>
              <p className="mt-2 text-slate-700">{p(`features.${feature}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="pricing-title" className="py-6">
        <h2 id="pricing-title" className="text-2xl font-bold text-slate-900">
          {ctx.t('landing.pricingTitle')}
        </h2>
        <p className="mt-3 max-w-3xl text-slate-700">{p('pricing')}</p>
        <p className="mt-3">
          <a
            href={localizedPath('/marketing-systems-guide', ctx.language)}
            className="font-semibold text-blue-900 underline"
          >
            {ctx.t('landing.guideLink')}
          </a>
        </p>
      </section>
      <section
        id="contact"
        aria-labelledby="contact-title"
        className="my-6 rounded-lg border border-slate-200 bg-white p-6"
      >
        <h2 id="contact-title" className="text-2xl font-bold text-slate-900">
          {isRegistration ? ctx.tn('inquiry:register.title') : ctx.tn('inquiry:contact.title')}
        </h2>
        <p className="mt-1 mb-5 text-slate-600">
          {isRegistration ? ctx.tn('inquiry:register.intro') : ctx.tn('inquiry:contact.intro')}
        </p>
        <ContactForm
          ctx={ctx}
          kind={isRegistration ? 'registration' : 'inquiry'}
          source={landing.path}
          state={form}
        />
      </section>
    </SiteLayout>
  );
}
