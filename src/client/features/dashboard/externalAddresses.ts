/**
 * The external pages of the dashboard (docs/product.md#dashboard does not give their addresses). These are
 * placeholders on the reserved .example domain until Motus has its own shop, learning
 * platform and professionals directory; change them here and nowhere else.
 */
export const externalAddresses = {
  shop: 'https://shop.motus.example/',
  learning: 'https://learn.motus.example/',
  healthProfessionals: 'https://professionals.motus.example/',
} as const;
