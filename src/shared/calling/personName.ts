/** How a person is named to others (tiles, lists, mails): first and last name. */
export function personName(person: { first_name: string; last_name: string }): string {
  return `${person.first_name} ${person.last_name}`.trim();
}
