import { addDays, platformDay } from '@shared/time/calendar-day';
import { BAY_LOGISTICS, PARK_TOWERS } from './demo-site-texts';
import type { companies, equipment, sites } from './schema';

type NewCompany = typeof companies.$inferInsert;
type NewSite = Omit<typeof sites.$inferInsert, 'companyId'>;
type NewEquipment = Omit<typeof equipment.$inferInsert, 'companyId' | 'siteId'>;

/** The demo companies and sites: enough to show every part of the product. */
export const DEMO_COMPANIES: { company: NewCompany; site: NewSite }[] = [
  {
    company: {
      name: 'אלון בנייה והנדסה בע"מ',
      type: 'main_contractor',
      contactPerson: 'יוסי אלון',
      phone: '03-5551234',
      email: 'office@alon-build.example',
      address: 'דרך מנחם בגין 132, תל אביב',
    },
    site: {
      code: 'DEMO',
      name: 'מגדלי הפארק',
      location: 'רחוב הרצל 120, חולון',
      headerColor: '#1e3a8a',
      hasSafetyVideo: true,
      videoUrl: '/media/demo-safety-video.webm',
      ...PARK_TOWERS,
    },
  },
  {
    company: {
      name: 'גובה שירותי פיגומים בע"מ',
      type: 'subcontractor',
      contactPerson: 'מרים כהן',
      phone: '04-8881234',
      email: 'info@gova.example',
      address: 'שדרות ההסתדרות 55, חיפה',
    },
    site: {
      code: 'DEMO2',
      name: 'מרכז לוגיסטי המפרץ',
      location: 'אזור התעשייה המפרץ, חיפה',
      headerColor: '#0f766e',
      hasSafetyVideo: false,
      videoUrl: '',
      ...BAY_LOGISTICS,
    },
  },
];

/** The platform's day `offsetDays` from `from`, so a late-evening seed dates nothing a day early. */
function isoDay(offsetDays: number, from = new Date()): string {
  return addDays(platformDay(from), offsetDays);
}

/** Company 1's scaffolds and lifting platforms, with inspections overdue, due soon and fine. */
export function demoEquipment(now = new Date()): NewEquipment[] {
  return [
    {
      kind: 'scaffold',
      value: 'P-101',
      label: 'פיגום 101 - בניין A, חזית צפונית',
      location: 'בניין A',
      lastInspection: isoDay(-20, now),
      nextInspectionDue: isoDay(10, now),
    },
    {
      kind: 'scaffold',
      value: 'P-102',
      label: 'פיגום 102 - בניין A, חזית דרומית',
      location: 'בניין A',
      lastInspection: isoDay(-28, now),
      nextInspectionDue: isoDay(2, now),
    },
    {
      kind: 'scaffold',
      value: 'P-201',
      label: 'פיגום 201 - בניין B, חדר מדרגות',
      location: 'בניין B',
      lastInspection: isoDay(-40, now),
      nextInspectionDue: isoDay(-10, now),
    },
    {
      kind: 'scaffold',
      value: 'P-202',
      label: 'פיגום 202 - בניין B, גג',
      location: 'בניין B',
      lastInspection: isoDay(-5, now),
      nextInspectionDue: isoDay(25, now),
    },
    {
      kind: 'platform',
      value: 'LP-7',
      label: 'במת הרמה 7 - מספריים 12 מ׳',
      location: 'חניון',
      lastInspection: isoDay(-15, now),
      nextInspectionDue: isoDay(15, now),
    },
    {
      kind: 'platform',
      value: 'LP-9',
      label: 'במת הרמה 9 - זרוע 18 מ׳',
      location: 'בניין A',
      lastInspection: isoDay(-29, now),
      nextInspectionDue: isoDay(1, now),
    },
  ];
}

export const DEMO_USERS = [
  {
    username: 'demo-super',
    role: 'super_admin',
    firstName: 'דנה',
    lastName: 'מנהלת מערכת',
    company: null,
    site: null,
  },
  {
    username: 'demo-admin',
    role: 'admin',
    firstName: 'יוסי',
    lastName: 'אלון',
    company: 0,
    site: null,
  },
  {
    username: 'demo-manager',
    role: 'manager',
    firstName: 'אבי',
    lastName: 'לוי',
    company: 0,
    site: 0,
  },
  {
    username: 'demo-safety',
    role: 'safety_manager',
    firstName: 'רונית',
    lastName: 'בטיחות',
    company: 0,
    site: 0,
  },
  {
    username: 'demo-manager2',
    role: 'manager',
    firstName: 'סאמי',
    lastName: 'חדאד',
    company: 1,
    site: 1,
  },
  {
    username: 'demo-agent',
    role: 'sales_agent',
    firstName: 'גלית',
    lastName: 'סוכנת',
    company: null,
    site: null,
  },
] as const;
