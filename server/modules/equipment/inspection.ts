import {
  INSPECTION_WARNING_DAYS,
  type InspectionState,
} from '@shared/schemas/equipment-admin.schemas';
import { daysBetween } from '@shared/time/calendar-day';

/**
 * The warning an item's next inspection deserves today: overdue once its day has passed, due
 * soon within INSPECTION_WARNING_DAYS (today included), and nothing to say without a date.
 */
export function inspectionState(
  nextInspectionDue: string | null,
  today: string,
): { state: InspectionState; daysLeft: number | null } {
  if (nextInspectionDue === null) return { state: 'unscheduled', daysLeft: null };
  const daysLeft = daysBetween(today, nextInspectionDue);
  if (daysLeft < 0) return { state: 'overdue', daysLeft };
  if (daysLeft <= INSPECTION_WARNING_DAYS) return { state: 'due_soon', daysLeft };
  return { state: 'ok', daysLeft };
}
