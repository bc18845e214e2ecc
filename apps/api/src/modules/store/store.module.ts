import { Module } from '@nestjs/common';
import { AccountingModule } from '../accounting';
import { CmaModule } from '../cma';
import {
  BasketsController,
  ItemsController,
  PackagesController,
  ProductsController,
  StoreCategoriesController,
} from './controllers/store.controller';
import { BasketsService } from './services/baskets.service';
import { CatalogueService } from './services/catalogue.service';

@Module({
  imports: [AccountingModule, CmaModule],
  controllers: [ProductsController, PackagesController, StoreCategoriesController, ItemsController, BasketsController],
  providers: [CatalogueService, BasketsService],
  exports: [CatalogueService, BasketsService],
})
export class StoreModule {}
