import { SellableCreate, SellableEdit, SellableList } from '../shared/SellableScreens';

/** Products: the sellable screens over store/products (each with its category). */
export const ProductList = () => <SellableList kind="product" />;
export const ProductCreate = () => <SellableCreate kind="product" />;
export const ProductEdit = () => <SellableEdit kind="product" />;
