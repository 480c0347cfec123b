import { useTranslation } from 'react-i18next';
import { FilterSelect } from '../../../components/data-table/filter-select';
import { EVENT_ACTIONS, EVENT_ENTITIES, useEventLabels } from '../hooks/use-event-labels';
import type { EventFilters } from '../api/get-events';
import { ActorPicker } from './actor-picker';
import { DateRangeFilter } from '../../../components/data-table/date-range-filter';

interface EventsFiltersProps {
  filters: EventFilters;
  onChange: (key: keyof EventFilters, value: string) => void;
  /** The end day comes before the start day: the filter is not applied and the field says why. */
  rangeError: boolean;
}

/** Narrow the log by who acted, what they did, to which kind of record, and in which period (one row on desktop). */
export function EventsFilters({ filters, onChange, rangeError }: EventsFiltersProps) {
  const { t } = useTranslation('events');
  const labels = useEventLabels();
  return (
    <>
      <ActorPicker value={filters.actor} onChange={(pubkey) => onChange('actor', pubkey)} />
      <FilterSelect
        label={t('filters.action')}
        value={filters.action}
        onChange={(value) => onChange('action', value)}
        options={EVENT_ACTIONS.map((action) => ({ value: action, label: labels.action(action) }))}
      />
      <FilterSelect
        label={t('filters.entity')}
        value={filters.entity}
        onChange={(value) => onChange('entity', value)}
        options={EVENT_ENTITIES.map((entity) => ({ value: entity, label: labels.entity(entity) }))}
      />
      <DateRangeFilter
        from={filters.from}
        to={filters.to}
        onChange={onChange}
        error={rangeError ? t('filters.rangeError') : undefined}
      />
    </>
  );
}
