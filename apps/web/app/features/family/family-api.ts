import type {
  ChildPasswordBody,
  ChildPermissions,
  ChildProgressData,
  ChildStageBody,
  PasswordCheckBody,
  User,
} from '@dino/contract';
import type { ApiAnswer, ApiClient } from '../../lib/api-client.ts';

/** The parent-only family calls: a child's progress, switches, stage, password and removal. */
export function familyApi(api: ApiClient) {
  const child = (id: number) => `family/children/${encodeURIComponent(String(id))}`;
  return {
    progress: async (id: number) =>
      (await api.get<ApiAnswer<ChildProgressData>>(`${child(id)}/progress`)).data,
    setPermissions: (id: number, body: ChildPermissions) =>
      api.put<ApiAnswer<User>>(`${child(id)}/permissions`, body),
    setStage: (id: number, body: ChildStageBody) =>
      api.put<ApiAnswer<User>>(`${child(id)}/stage`, body),
    setPassword: (id: number, body: ChildPasswordBody) =>
      api.put<{ message: string }>(`${child(id)}/password`, body),
    remove: (id: number, body: PasswordCheckBody) =>
      api.delete<{ message: string }>(child(id), body),
  };
}
