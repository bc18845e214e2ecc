import { Basket, BasketItem, Package, PackageProduct, Product, Purchase, StoreCategory } from './entities/store.entities';

export { StoreModule } from './store.module';
export { Basket, BasketItem, Package, PackageProduct, Product, Purchase, StoreCategory };
export { BasketsService } from './services/baskets.service';
export { CatalogueService } from './services/catalogue.service';
export const STORE_ENTITIES = [StoreCategory, Product, Package, PackageProduct, Basket, BasketItem, Purchase];
