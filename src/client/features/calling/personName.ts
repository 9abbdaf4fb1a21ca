import type { Person } from '../../../shared/api/callingContract';

export function personName(person: Pick<Person, 'first_name' | 'last_name'>): string {
  return `${person.first_name} ${person.last_name}`.trim();
}
