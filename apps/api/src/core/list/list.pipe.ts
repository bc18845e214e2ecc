import { Inject, Injectable, Query, type PipeTransform, type Type } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/config';
import { parseListQuery, type ListQuery, type ListQueryOptions } from './list-query';
import type { ListSpec } from './list-spec';

const pipes = new WeakMap<ListSpec, Type<PipeTransform>>();

/** The pipe class (made once per spec, built by Nest's injector) that parses a list's query. */
function pipeFor(spec: ListSpec, opts: ListQueryOptions): Type<PipeTransform> {
  const cached = !opts.fixed && !opts.rename ? pipes.get(spec) : undefined;
  if (cached) return cached;
  @Injectable()
  class ListQueryPipe implements PipeTransform<Record<string, unknown>, ListQuery> {
    constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}
    transform(query: Record<string, unknown>): ListQuery {
      return parseListQuery(query, spec, this.config.MAX_PAGE_SIZE, opts);
    }
  }
  if (!opts.fixed && !opts.rename) pipes.set(spec, ListQueryPipe);
  return ListQueryPipe;
}

/** `@ListQueryOf(SPEC) lq: ListQuery`: the whole query string read by the one list parser. */
export const ListQueryOf = (spec: ListSpec, opts: ListQueryOptions = {}) => Query(pipeFor(spec, opts));
