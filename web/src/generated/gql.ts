/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query InfoMessages {\n    infoMessages(pageSize: 1000, sortBy: CREATED_DATE, descending: true) {\n      id\n      severity\n      message\n      domain\n      createdDate\n      createdBy\n    }\n  }\n": typeof types.InfoMessagesDocument,
    "\n  fragment Footer_footer on Footer {\n    copyright\n    links {\n      label\n      url\n      order\n    }\n  }\n": typeof types.Footer_FooterFragmentDoc,
    "\n  fragment Header_viewer on Viewer {\n    name\n  }\n": typeof types.Header_ViewerFragmentDoc,
    "\n  fragment InfoCard_metadata on AppMetadata {\n    head1\n    head2\n    description\n    callToActionText\n    button\n    url\n    screenshot\n  }\n": typeof types.InfoCard_MetadataFragmentDoc,
    "\n  mutation SyncMfa {\n    syncMfa {\n      action\n      signInRequired\n      notice\n    }\n  }\n": typeof types.SyncMfaDocument,
    "\n  fragment NavMenus_groups on NavGroup {\n    id\n    text\n    placement\n    order\n    visible\n    categories {\n      id\n      label\n      order\n    }\n    items {\n      text\n      path\n      category\n      order\n      visible\n      external\n      statusTag {\n        text\n        color\n      }\n    }\n  }\n": typeof types.NavMenus_GroupsFragmentDoc,
    "\n  query ShellViewer {\n    viewer {\n      id\n      name\n      firstName\n      isStaff\n      permissionsIn(domain: \"analysis\")\n      preferences {\n        suppressPopups\n      }\n      mfa {\n        pendingAction\n      }\n      ...Header_viewer\n    }\n    shell {\n      navigation {\n        ...NavMenus_groups\n      }\n      infoCard(domain: \"analysis\") {\n        ...InfoCard_metadata\n      }\n      globals {\n        footer {\n          ...Footer_footer\n        }\n        errors {\n          noMetadata\n        }\n      }\n    }\n  }\n": typeof types.ShellViewerDocument,
    "\n  fragment NotificationBellFields on NotificationMessage {\n    id\n    subject\n    status\n    createdBy\n    createdDate\n  }\n": typeof types.NotificationBellFieldsFragmentDoc,
    "\n  query RecentNotifications {\n    recentNotifications(sinceMinutes: 60) {\n      ...NotificationBellFields\n    }\n  }\n": typeof types.RecentNotificationsDocument,
    "\n  subscription NotificationReceived {\n    notificationReceived {\n      ...NotificationBellFields\n    }\n  }\n": typeof types.NotificationReceivedDocument,
};
const documents: Documents = {
    "\n  query InfoMessages {\n    infoMessages(pageSize: 1000, sortBy: CREATED_DATE, descending: true) {\n      id\n      severity\n      message\n      domain\n      createdDate\n      createdBy\n    }\n  }\n": types.InfoMessagesDocument,
    "\n  fragment Footer_footer on Footer {\n    copyright\n    links {\n      label\n      url\n      order\n    }\n  }\n": types.Footer_FooterFragmentDoc,
    "\n  fragment Header_viewer on Viewer {\n    name\n  }\n": types.Header_ViewerFragmentDoc,
    "\n  fragment InfoCard_metadata on AppMetadata {\n    head1\n    head2\n    description\n    callToActionText\n    button\n    url\n    screenshot\n  }\n": types.InfoCard_MetadataFragmentDoc,
    "\n  mutation SyncMfa {\n    syncMfa {\n      action\n      signInRequired\n      notice\n    }\n  }\n": types.SyncMfaDocument,
    "\n  fragment NavMenus_groups on NavGroup {\n    id\n    text\n    placement\n    order\n    visible\n    categories {\n      id\n      label\n      order\n    }\n    items {\n      text\n      path\n      category\n      order\n      visible\n      external\n      statusTag {\n        text\n        color\n      }\n    }\n  }\n": types.NavMenus_GroupsFragmentDoc,
    "\n  query ShellViewer {\n    viewer {\n      id\n      name\n      firstName\n      isStaff\n      permissionsIn(domain: \"analysis\")\n      preferences {\n        suppressPopups\n      }\n      mfa {\n        pendingAction\n      }\n      ...Header_viewer\n    }\n    shell {\n      navigation {\n        ...NavMenus_groups\n      }\n      infoCard(domain: \"analysis\") {\n        ...InfoCard_metadata\n      }\n      globals {\n        footer {\n          ...Footer_footer\n        }\n        errors {\n          noMetadata\n        }\n      }\n    }\n  }\n": types.ShellViewerDocument,
    "\n  fragment NotificationBellFields on NotificationMessage {\n    id\n    subject\n    status\n    createdBy\n    createdDate\n  }\n": types.NotificationBellFieldsFragmentDoc,
    "\n  query RecentNotifications {\n    recentNotifications(sinceMinutes: 60) {\n      ...NotificationBellFields\n    }\n  }\n": types.RecentNotificationsDocument,
    "\n  subscription NotificationReceived {\n    notificationReceived {\n      ...NotificationBellFields\n    }\n  }\n": types.NotificationReceivedDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InfoMessages {\n    infoMessages(pageSize: 1000, sortBy: CREATED_DATE, descending: true) {\n      id\n      severity\n      message\n      domain\n      createdDate\n      createdBy\n    }\n  }\n"): (typeof documents)["\n  query InfoMessages {\n    infoMessages(pageSize: 1000, sortBy: CREATED_DATE, descending: true) {\n      id\n      severity\n      message\n      domain\n      createdDate\n      createdBy\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment Footer_footer on Footer {\n    copyright\n    links {\n      label\n      url\n      order\n    }\n  }\n"): (typeof documents)["\n  fragment Footer_footer on Footer {\n    copyright\n    links {\n      label\n      url\n      order\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment Header_viewer on Viewer {\n    name\n  }\n"): (typeof documents)["\n  fragment Header_viewer on Viewer {\n    name\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment InfoCard_metadata on AppMetadata {\n    head1\n    head2\n    description\n    callToActionText\n    button\n    url\n    screenshot\n  }\n"): (typeof documents)["\n  fragment InfoCard_metadata on AppMetadata {\n    head1\n    head2\n    description\n    callToActionText\n    button\n    url\n    screenshot\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SyncMfa {\n    syncMfa {\n      action\n      signInRequired\n      notice\n    }\n  }\n"): (typeof documents)["\n  mutation SyncMfa {\n    syncMfa {\n      action\n      signInRequired\n      notice\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NavMenus_groups on NavGroup {\n    id\n    text\n    placement\n    order\n    visible\n    categories {\n      id\n      label\n      order\n    }\n    items {\n      text\n      path\n      category\n      order\n      visible\n      external\n      statusTag {\n        text\n        color\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment NavMenus_groups on NavGroup {\n    id\n    text\n    placement\n    order\n    visible\n    categories {\n      id\n      label\n      order\n    }\n    items {\n      text\n      path\n      category\n      order\n      visible\n      external\n      statusTag {\n        text\n        color\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShellViewer {\n    viewer {\n      id\n      name\n      firstName\n      isStaff\n      permissionsIn(domain: \"analysis\")\n      preferences {\n        suppressPopups\n      }\n      mfa {\n        pendingAction\n      }\n      ...Header_viewer\n    }\n    shell {\n      navigation {\n        ...NavMenus_groups\n      }\n      infoCard(domain: \"analysis\") {\n        ...InfoCard_metadata\n      }\n      globals {\n        footer {\n          ...Footer_footer\n        }\n        errors {\n          noMetadata\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ShellViewer {\n    viewer {\n      id\n      name\n      firstName\n      isStaff\n      permissionsIn(domain: \"analysis\")\n      preferences {\n        suppressPopups\n      }\n      mfa {\n        pendingAction\n      }\n      ...Header_viewer\n    }\n    shell {\n      navigation {\n        ...NavMenus_groups\n      }\n      infoCard(domain: \"analysis\") {\n        ...InfoCard_metadata\n      }\n      globals {\n        footer {\n          ...Footer_footer\n        }\n        errors {\n          noMetadata\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NotificationBellFields on NotificationMessage {\n    id\n    subject\n    status\n    createdBy\n    createdDate\n  }\n"): (typeof documents)["\n  fragment NotificationBellFields on NotificationMessage {\n    id\n    subject\n    status\n    createdBy\n    createdDate\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RecentNotifications {\n    recentNotifications(sinceMinutes: 60) {\n      ...NotificationBellFields\n    }\n  }\n"): (typeof documents)["\n  query RecentNotifications {\n    recentNotifications(sinceMinutes: 60) {\n      ...NotificationBellFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription NotificationReceived {\n    notificationReceived {\n      ...NotificationBellFields\n    }\n  }\n"): (typeof documents)["\n  subscription NotificationReceived {\n    notificationReceived {\n      ...NotificationBellFields\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;