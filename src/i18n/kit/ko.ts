export default {
  close: '닫기',
  loading: '불러오는 중…',
  password: {
    show: '비밀번호 보기',
    hide: '비밀번호 숨기기',
    rules: '비밀번호 조건',
    state: {
      initial: '아직 확인하지 않음',
      loading: '확인 중',
      success: '충족',
      fail: '충족하지 않음',
    },
  },
  stepper: {
    label: '진행 단계',
    done: '완료',
    current: '현재 단계',
  },
  table: {
    paging: '페이지',
    previous: '이전 페이지',
    next: '다음 페이지',
    page: '{{page}}페이지',
    pageOf: '{{count}}페이지 중 {{page}}페이지',
  },
  fileDrop: {
    prompt: '파일을 여기로 끌어오거나 선택하세요',
    choose: '파일 선택',
    chosen: '선택한 파일',
  },
}
