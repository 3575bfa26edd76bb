import { cardClass } from '@/components/ui/card';
import { Details, DetailsRow } from '@/components/ui/details';
import type { ChangeRequest } from '../api/change-request-queries';

/** Who worked on the request, what it changes, and where its revisions stand. */
export function ChangeRequestDetails(props: { request: ChangeRequest }) {
  const { request } = props;
  return (
    <div className={cardClass}>
      <Details>
        <DetailsRow term="Contributors">
          {(request.contributors ?? [request.createdBy]).map((user) => user.displayName).join(', ')}
        </DetailsRow>
        <DetailsRow term="Reviewers requested">
          {request.requestedReviewers?.length
            ? request.requestedReviewers.map((user) => user.displayName).join(', ')
            : 'None'}
        </DetailsRow>
        <DetailsRow term="Open comments">{request.comments}</DetailsRow>
        <DetailsRow term="Pages changed">
          {request.pages?.length ? request.pages.map((page) => page.title).join(', ') : 'None yet'}
        </DetailsRow>
        <DetailsRow term="Revision">
          <code>{request.revision}</code>, started from <code>{request.revisionInitial}</code>
          {request.revisionMergedAncestor ? (
            <>
              , last updated from <code>{request.revisionMergedAncestor}</code>
            </>
          ) : null}
          {request.revisionMerged ? (
            <>
              , merged as <code>{request.revisionMerged}</code>
            </>
          ) : null}
        </DetailsRow>
      </Details>
    </div>
  );
}
