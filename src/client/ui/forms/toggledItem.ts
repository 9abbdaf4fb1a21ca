/** The list with `item` taken out when it is in it, or added at the end when it is not. */
export function toggledItem<Item>(list: readonly Item[], item: Item): Item[] {
  return list.includes(item) ? list.filter((listed) => listed !== item) : [...list, item];
}
