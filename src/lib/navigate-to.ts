import {
  useNavigate,
  type NavigateOptions,
  type RegisteredRouter,
  type ValidateNavigateOptions,
} from '@tanstack/react-router';

/**
 * A callback that goes to one fixed place, such as a list once its item is deleted. The
 * options are checked as a Link's are (the path exists, its params are given).
 */
export function useNavigateTo<TRouter extends RegisteredRouter, TOptions>(
  options: ValidateNavigateOptions<TRouter, TOptions>,
): () => void;
export function useNavigateTo(options: NavigateOptions): () => void {
  const navigate = useNavigate();
  return () => void navigate(options);
}
