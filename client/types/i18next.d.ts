import type common from '@shared/i18n/locales/he/common.json';
import type errors from '@shared/i18n/locales/he/errors.json';
import type validation from '@shared/i18n/locales/he/validation.json';
import type server from '@shared/i18n/locales/he/server.json';
import type worker from '@shared/i18n/locales/he/worker.json';
import type entryForm from '@shared/i18n/locales/he/entry-form.json';
import type safetyBriefing from '@shared/i18n/locales/he/safety-briefing.json';
import type staff from '@shared/i18n/locales/he/staff.json';
import type review from '@shared/i18n/locales/he/review.json';
import type manage from '@shared/i18n/locales/he/manage.json';
import type poster from '@shared/i18n/locales/he/poster.json';
import type inquiry from '@shared/i18n/locales/he/inquiry.json';
import type admin from '@shared/i18n/locales/he/admin.json';
import type siteContent from '@shared/i18n/locales/he/site-content.json';
import type backoffice from '@shared/i18n/locales/he/backoffice.json';
import type visits from '@shared/i18n/locales/he/visits.json';
import type inspections from '@shared/i18n/locales/he/inspections.json';
import type notifications from '@shared/i18n/locales/he/notifications.json';
import type siteInquiry from '@shared/i18n/locales/he/site-inquiry.json';
import type certificates from '@shared/i18n/locales/he/certificates.json';
import type crew from '@shared/i18n/locales/he/crew.json';
import type permits from '@shared/i18n/locales/he/permits.json';

// Hebrew is the reference catalog, so a key missing from it is a type error in t().
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      errors: typeof errors;
      validation: typeof validation;
      server: typeof server;
      worker: typeof worker;
      'entry-form': typeof entryForm;
      'safety-briefing': typeof safetyBriefing;
      staff: typeof staff;
      review: typeof review;
      manage: typeof manage;
      poster: typeof poster;
      inquiry: typeof inquiry;
      admin: typeof admin;
      'site-content': typeof siteContent;
      backoffice: typeof backoffice;
      visits: typeof visits;
      inspections: typeof inspections;
      notifications: typeof notifications;
      'site-inquiry': typeof siteInquiry;
      certificates: typeof certificates;
      crew: typeof crew;
      permits: typeof permits;
    };
  }
}
