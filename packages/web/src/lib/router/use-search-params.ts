import { useCallback, useMemo } from 'react';
import { useRouter } from './context';
import { useNavigate, type NavigateOptions } from './navigate';

type SearchInit = ConstructorParameters<typeof URLSearchParams>[0];

export type SetSearchParams = (
  next: SearchInit | ((current: URLSearchParams) => SearchInit),
  options?: NavigateOptions,
) => void;

/**
 * The address's search parameters, and a setter that navigates to the same pathname with new ones
 * (the hash dropped): a push unless `{ replace: true }`. A function gets a copy of the current ones.
 */
export function useSearchParams(): [URLSearchParams, SetSearchParams] {
  const { search } = useRouter().location;
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const navigate = useNavigate();
  const setParams = useCallback<SetSearchParams>(
    (next, options) => {
      const init = typeof next === 'function' ? next(new URLSearchParams(params)) : next;
      navigate(`?${new URLSearchParams(init).toString()}`, options);
    },
    [navigate, params],
  );
  return [params, setParams];
}
