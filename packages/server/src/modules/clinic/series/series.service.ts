import type { BookSeries, CancelSeries, SeriesRule } from '@bayan/shared';
import type { Caller } from '../../../lib/caller.js';
import { actorOf } from '../clinic.actor.js';
import type { ClinicDeps } from '../clinic.deps.js';
import { bookSeries, previewSeries } from './series.book.js';
import { cancelSeriesFrom } from './series.cancel.js';
import { getSeries } from './series-view.js';

/** Recurring visits (issue 35): preview, book, read, and cancel from one occurrence on. */
export class SeriesService {
  constructor(private readonly deps: ClinicDeps) {}

  async preview(rule: SeriesRule, caller: Caller) {
    return previewSeries(this.deps, rule, caller, await actorOf(this.deps, caller));
  }

  async book(input: BookSeries, caller: Caller, key: string | undefined) {
    return bookSeries(this.deps, input, caller, await actorOf(this.deps, caller), key);
  }

  async get(id: string, caller: Caller) {
    return getSeries(this.deps, id, await actorOf(this.deps, caller));
  }

  async cancelFrom(id: string, body: CancelSeries, caller: Caller) {
    return cancelSeriesFrom(this.deps, id, body, caller, await actorOf(this.deps, caller));
  }
}
