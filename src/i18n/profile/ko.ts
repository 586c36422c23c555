/** The profile image and account deletion sections of /mypage/account (spec 1 §5, §7, §8; issue 11). */
export default {
  picture: {
    heading: '프로필 이미지',
    alt: '내 프로필 이미지',
    fallback: '기본 계정 아이콘',
    choose: '이미지 선택',
    change: '이미지 변경',
    hint: 'PNG, JPEG, GIF 또는 WebP, 15MB 미만.',
    progressLabel: '업로드 진행률',
    progress: '{{percent}}% 전송됨',
    uploading: '{{name}} 업로드 중…',
    done: '새 프로필 이미지가 저장되었습니다.',
    dismiss: '닫기',
    alerts: {
      size: {
        title: '이미지 용량이 너무 큽니다',
        body: '{{name}}의 크기는 {{size}}입니다. 15MB(15728640바이트) 미만의 이미지를 선택하세요.',
      },
      type: {
        title: '이미지 파일이 아닙니다',
        body: 'PNG, JPEG, GIF 또는 WebP 이미지를 선택하세요.',
      },
      failed: {
        title: '이미지를 저장하지 못했습니다',
        body: '잠시 후 다시 시도해 주세요.',
      },
    },
  },
  deletion: {
    heading: '회원 탈퇴',
    lead: '계정을 삭제하면 모든 기기에서 로그아웃되고 프로필 이미지가 삭제됩니다. 되돌릴 수 없습니다.',
    start: '계정 삭제',
    dialogTitle: '계정을 삭제하시겠습니까?',
    dialogLead: '로그아웃된 후 홈 페이지로 이동합니다.',
    surveyLabel: '탈퇴하시는 이유는 무엇인가요? (선택)',
    surveyHint: '답변은 Drape3D 개선에 도움이 됩니다.',
    confirm: '계정 삭제',
    cancel: '취소',
    deleting: '삭제 중…',
    refused: '계정을 삭제하지 못했습니다(코드 {{code}}).',
    failed: '계정을 삭제하지 못했습니다. 다시 시도해 주세요.',
  },
}
