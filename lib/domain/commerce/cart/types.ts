/** The data types of this module, as the API answers them (lib/api re-exports them). */

export type SpecEntryDTO = { name: string; value: string };

/** The product/SKU part of a cart, basket or demand row (spec §3 prodDetailVO, plus stock and delivery). */
export type ProdDetailVO = {
  productId: number;
  /** The product detail id of the original API: here the product id (the goods page /goodsDetail/:id). */
  productDetailId: number;
  prodSkuId: number;
  name: string;
  /** Structure drawing or photo, null = placeholder. */
  imgUrl: string | null;
  specification: SpecEntryDTO[];
  stock: number;
  delivery: string;
  /** 货号 of the product. */
  catalogNo: string;
  cas: string | null;
  packageValue: string;
  /** False when the product or SKU went off the shelf after it was added (the row stays, checkout refuses it). */
  onSale: boolean;
  /** Regulated class (易制毒 / 易制爆 / 管制品 …; lib/domain/commerce/licences/rules.ts says what document it needs), or null. */
  licenceClass: string | null;
};

/** A server cart (or basket) row. price: yuan, null = 询价. */
export type CartRow = {
  id: number;
  num: number;
  price: number | null;
  checked: boolean;
  prodDetailVO: ProdDetailVO;
};

/** A demand-list row (需求清单). */
export type DemandRow = CartRow & { note: string | null; createdAt: string };
