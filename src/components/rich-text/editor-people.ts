import { createContext, useContext } from 'react';

/*
 * The people a document's `users` table cells can name: the organization's members, when the
 * screen that holds the editor knows them. Without them a `users` cell is shown as it is and
 * kept unchanged, as the editor cannot tell who else could be chosen.
 */

export interface EditorPerson {
  id: string;
  name: string;
}

export const EditorPeopleContext = createContext<readonly EditorPerson[] | undefined>(undefined);

export const useEditorPeople = () => useContext(EditorPeopleContext);
