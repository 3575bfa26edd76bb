import {
  useNavigate,
  type NavigateOptions,
  type RegisteredRouter,
  type ValidateNavigateOptions,
} from '@tanstack/react-router';

/**
 * A callback that goes somewhere: to one fixed place (a list once its item is deleted), or,
 * given a function, to the place it makes of the callback's arguments (a page once its item
 * is created). The options are checked as a Link's are: the path exists, its params are given.
 */
export function useNavigateTo<
  TRouter extends RegisteredRouter,
  const TOptions,
  TArgs extends unknown[],
>(
  options: (...args: TArgs) => ValidateNavigateOptions<TRouter, TOptions>,
): (...args: TArgs) => void;
export function useNavigateTo<TRouter extends RegisteredRouter, TOptions>(
  options: ValidateNavigateOptions<TRouter, TOptions>,
): () => void;
export function useNavigateTo(
  options: NavigateOptions | ((...args: unknown[]) => NavigateOptions),
): (...args: unknown[]) => void {
  const navigate = useNavigate();
  return (...args) => void navigate(typeof options === 'function' ? options(...args) : options);
}
