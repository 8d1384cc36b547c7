import type { FitnessState } from '@shared/inspections/inspection-rules';
import { matchEquipment } from '@shared/validation/equipment-match';
import type { Db } from '../../db/client';
import { companyFitness } from './fitness.service';

export interface NamedEquipment {
  kind: 'scaffold' | 'platform';
  number: string;
  state: FitnessState;
}

interface Typed {
  companyId: number;
  scaffoldingNumber: string | null;
  platformNumber: string | null;
}

/**
 * The state now of the scaffold and platform each person typed on his request, found by the
 * worker form's own rule among his company's active items; a number that finds none is left
 * out. One read per company, whatever the number of people.
 */
export async function namedEquipmentStates(
  db: Db,
  people: readonly Typed[],
  now = new Date(),
): Promise<NamedEquipment[][]> {
  const companies = [
    ...new Set(
      people.filter((p) => p.scaffoldingNumber || p.platformNumber).map((p) => p.companyId),
    ),
  ];
  const byCompany = new Map(
    await Promise.all(
      companies.map(async (id) => [id, await companyFitness(db, id, now)] as const),
    ),
  );
  return people.map((person) => {
    const company = byCompany.get(person.companyId);
    if (!company) return [];
    const found: NamedEquipment[] = [];
    for (const [kind, typed] of [
      ['scaffold', person.scaffoldingNumber],
      ['platform', person.platformNumber],
    ] as const) {
      if (!typed) continue;
      const candidates = company.items.filter((i) => i.kind === kind && i.status === 'active');
      const item = matchEquipment(candidates, typed);
      const state = item && company.fitness.get(item.id)?.state;
      if (item && state) found.push({ kind, number: item.value, state });
    }
    return found;
  });
}
