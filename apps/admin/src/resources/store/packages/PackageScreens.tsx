import { SellableCreate, SellableEdit, SellableList } from '../shared/SellableScreens';

/** Packages: the sellable screens over store/packages (each with the products it holds). */
export const PackageList = () => <SellableList kind="package" />;
export const PackageCreate = () => <SellableCreate kind="package" />;
export const PackageEdit = () => <SellableEdit kind="package" />;
