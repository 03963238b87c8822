import type {
  ChildPasswordBody,
  ChildPermissions,
  ChildProgressData,
  PasswordCheckBody,
  User,
} from '@dino/contract';
import type { ApiAnswer, ApiClient } from '../../lib/api-client.ts';

/** The parent-only family calls: a child's progress, switches, password and removal. */
export function familyApi(api: ApiClient) {
  const child = (id: number) => `family/children/${encodeURIComponent(String(id))}`;
  return {
    progress: async (id: number) =>
      (await api.get<ApiAnswer<ChildProgressData>>(`${child(id)}/progress`)).data,
    setPermissions: (id: number, body: ChildPermissions) =>
      api.put<ApiAnswer<User>>(`${child(id)}/permissions`, body),
    setPassword: (id: number, body: ChildPasswordBody) =>
      api.put<{ message: string }>(`${child(id)}/password`, body),
    remove: (id: number, body: PasswordCheckBody) =>
      api.delete<{ message: string }>(child(id), body),
  };
}
